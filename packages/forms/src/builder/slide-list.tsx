import { Trans, useLingui } from '@lingui/react/macro';
import type { FormSlide } from '@masthead/core';
import { Button, TextField, visuallyHidden } from '@masthead/ui';
import * as styles from './form-builder.css.ts';
import { MoveButtons } from './move-buttons.tsx';

interface SlideListProps {
  slides: FormSlide[];
  current: number;
  onSelect: (index: number) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onChange: (slide: FormSlide) => void;
}

/** The form's slides (one page each): choose, order, add, remove, and name them and their buttons. */
export function SlideList({ slides, current, onSelect, onMove, onAdd, onRemove, onChange }: SlideListProps) {
  const { t } = useLingui();
  const slide = slides[current];
  const slideName = (s: FormSlide, index: number) => s.title?.trim() || t`Slide ${index + 1}`;
  const nav = slide?.navigation ?? {};
  const setNav = (name: 'prevText' | 'nextText' | 'submitText', text: string) => {
    if (!slide) return;
    const navigation = { ...nav, [name]: text };
    if (!text) delete navigation[name];
    onChange({ ...slide, navigation });
  };

  return (
    <>
      <ol className={styles.list} data-slides>
        {slides.map((s, index) => {
          const name = slideName(s, index);
          return (
            <li key={index} className={styles.item} data-slide={index} data-selected={index === current || undefined}>
              <div className={styles.row}>
                <Button
                  variant="text"
                  size="sm"
                  className={styles.name}
                  data-control="edit"
                  aria-current={index === current ? 'step' : undefined}
                  onClick={() => onSelect(index)}
                >
                  {index + 1}. {name}
                </Button>
                <MoveButtons
                  name={name}
                  first={index === 0}
                  last={index === slides.length - 1}
                  onMove={(direction) => onMove(index, direction === 'up' ? -1 : 1)}
                />
                <button
                  type="button"
                  className={styles.tool}
                  data-control="delete"
                  aria-disabled={slides.length === 1 || undefined}
                  onClick={() => slides.length > 1 && onRemove(index)}
                >
                  <Trans>Delete slide</Trans>
                  <span className={visuallyHidden}>: {name}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button variant="linkOutlined" size="sm" data-control="add-slide" onClick={onAdd}>
        <Trans>Add a slide</Trans>
      </Button>
      {slide && (
        <div className={styles.slideSettings}>
          <TextField
            label={t`Slide title`}
            description={t`Shown above the slide's questions.`}
            value={slide.title ?? ''}
            onValueChange={(title) => onChange({ ...slide, title })}
          />
          <div className={styles.fieldRow}>
            <TextField
              label={t`Back button text`}
              placeholder={t`Previous`}
              value={nav.prevText ?? ''}
              onValueChange={(text) => setNav('prevText', text)}
            />
            <TextField
              label={t`Next button text`}
              placeholder={t`Next`}
              value={nav.nextText ?? ''}
              onValueChange={(text) => setNav('nextText', text)}
            />
            <TextField
              label={t`Submit button text`}
              placeholder={t`Submit`}
              value={nav.submitText ?? ''}
              onValueChange={(text) => setNav('submitText', text)}
            />
          </div>
        </div>
      )}
    </>
  );
}
