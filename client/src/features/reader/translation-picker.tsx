import { useId } from 'react';
import type { TranslationInfo } from '@common/api/scripture';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const languageNames: Record<string, string> = {
  he: 'Hebrew',
  ar: 'Arabic',
  sa: 'Sanskrit',
  pi: 'Pali',
  el: 'Greek',
};

/** 'Show Hebrew', 'Show Arabic and transliteration', 'Show Sanskrit and transliteration', 'Show Pali'. */
export function originalsLabel(originals: readonly TranslationInfo[]): string {
  const scripts = originals.filter((original) => original.isOriginal);
  const names = [
    ...new Set(scripts.map((original) => languageNames[original.language.split('-')[0]!] ?? original.name)),
  ];
  const romanised = originals.some((original) => !original.isOriginal);
  const parts = [...names, ...(romanised ? ['transliteration'] : [])];
  return parts.length ? `Show ${parts.join(' and ')}` : 'Show original';
}

export type TranslationPickerProps = {
  choices: readonly TranslationInfo[];
  value: string | undefined;
  originals: readonly TranslationInfo[];
  showOriginal: boolean;
  onTranslationChange: (translation: string) => void;
  onShowOriginalChange: (show: boolean) => void;
};

/** The translation read, and whether the original-language text (and its romanisation) shows beside it. */
export function TranslationPicker({
  choices,
  value,
  originals,
  showOriginal,
  onTranslationChange,
  onShowOriginalChange,
}: TranslationPickerProps) {
  const ids = { translation: useId(), original: useId() };
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {choices.length > 1 ? (
        <div className="flex items-center gap-2">
          <Label htmlFor={ids.translation} className="text-sm text-muted-foreground">
            Translation
          </Label>
          <Select value={value} onValueChange={onTranslationChange}>
            <SelectTrigger id={ids.translation} className="h-9 w-auto min-w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {choices.map((choice) => (
                <SelectItem key={choice.id} value={choice.id}>
                  {choice.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      ) : (
        choices[0] && <p className="text-sm text-muted-foreground">{choices[0].name}</p>
      )}
      {originals.length > 0 && (
        <div className="flex items-center gap-2">
          <Checkbox
            id={ids.original}
            checked={showOriginal}
            onCheckedChange={(checked) => onShowOriginalChange(checked === true)}
          />
          <Label htmlFor={ids.original} className="text-sm">
            {originalsLabel(originals)}
          </Label>
        </div>
      )}
    </div>
  );
}
