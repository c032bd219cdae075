import { Button } from '@/components/ui/button';

type Props = {
  message: string;
  suggestions: readonly string[];
  disabled: boolean;
  onTry: (theme: string) => void;
};

/** No tradition had a passage on the theme: said plainly, with the nearest themes one click away. */
export function NothingFound({ message, suggestions, disabled, onTry }: Props) {
  return (
    <div className="grid gap-3 rounded-lg border bg-card p-3 text-sm">
      <p role="note">{message}</p>
      {suggestions.length > 0 ? (
        <>
          <p className="text-muted-foreground">Try a nearby theme:</p>
          <ul className="flex flex-wrap gap-2" aria-label="Nearby themes">
            {suggestions.map((theme) => (
              <li key={theme}>
                <Button variant="outline" size="sm" disabled={disabled} onClick={() => onTry(theme)}>
                  {theme.replace(/^\w/, (letter) => letter.toUpperCase())}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
