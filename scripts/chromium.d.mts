export declare const usualChromiumPaths: string[];
export declare const chromiumHelp: string;
export declare function findChromium(env?: NodeJS.ProcessEnv): string | null;
