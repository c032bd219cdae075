import { Minus, Plus, Type } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useTheme, type ThemeChoice } from '@/lib/theme';
import { cn } from '@/lib/utils';
import { FONT_SIZE_MAX, FONT_SIZE_MIN, FONT_SIZE_STEP } from './reading-settings';

const themeChoices: { value: ThemeChoice; label: string; swatch: string }[] = [
  { value: 'light', label: 'Light', swatch: 'bg-[#fbf8f3]' },
  { value: 'dark', label: 'Dark', swatch: 'bg-[#15131b]' },
  { value: 'sepia', label: 'Sepia', swatch: 'bg-[#f4ecd8]' },
  { value: 'system', label: 'System', swatch: 'bg-gradient-to-r from-[#fbf8f3] to-[#15131b]' },
];

/** Reading settings: scripture text size and the app's theme (light, dark, sepia), both remembered. */
export function ReadingSettingsMenu({
  fontSize,
  onFontSizeChange,
}: {
  fontSize: number;
  onFontSizeChange: (size: number) => void;
}) {
  const { theme, setTheme } = useTheme();
  const step = (direction: 1 | -1) =>
    onFontSizeChange(
      Math.min(
        FONT_SIZE_MAX,
        Math.max(FONT_SIZE_MIN, Number((fontSize + direction * FONT_SIZE_STEP).toFixed(3))),
      ),
    );
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="size-9 sm:size-10" aria-label="Reading settings">
          <Type aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="grid w-72 gap-4">
        <h2 className="text-sm font-semibold">Reading settings</h2>
        <div className="grid gap-2">
          <p id="font-size-label" className="text-sm text-muted-foreground">
            Text size
          </p>
          <div role="group" aria-labelledby="font-size-label" className="flex items-center gap-2">
            <Button
              variant="outline"
              size="icon"
              className="size-9"
              aria-label="Smaller text"
              disabled={fontSize <= FONT_SIZE_MIN}
              onClick={() => step(-1)}
            >
              <Minus aria-hidden="true" />
            </Button>
            <output aria-live="polite" className="min-w-14 text-center text-sm tabular-nums">
              {Math.round((fontSize / 1.125) * 100)}%
            </output>
            <Button
              variant="outline"
              size="icon"
              className="size-9"
              aria-label="Larger text"
              disabled={fontSize >= FONT_SIZE_MAX}
              onClick={() => step(1)}
            >
              <Plus aria-hidden="true" />
            </Button>
          </div>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm text-muted-foreground">Theme</legend>
          <div className="grid grid-cols-2 gap-2">
            {themeChoices.map((choice) => (
              <Button
                key={choice.value}
                variant={theme === choice.value ? 'default' : 'outline'}
                size="sm"
                aria-pressed={theme === choice.value}
                onClick={() => setTheme(choice.value)}
                className="justify-start"
              >
                <span aria-hidden="true" className={cn('size-4 rounded-full border', choice.swatch)} />
                {choice.label}
              </Button>
            ))}
          </div>
        </fieldset>
      </PopoverContent>
    </Popover>
  );
}
