import { useLingui } from '@lingui/react/macro';
import { formComponents } from '@masthead/core';
import { CheckboxField, Fieldset, TextField } from '@masthead/ui';
import { ControlField } from '../../../../admin-kit/control-field.tsx';
import { fieldId } from './edit-errors.ts';
import type { TabProps } from './tab-props.ts';

const buckets = ['', 'verified'] as const;

/** How responses are shown publicly: the gallery and the map, their title and image answers and buckets. */

/** Braces in a message would read as placeholders: the example goes in as a value. */
const tileExample = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export function GalleryTab({ draft, update, errors }: TabProps) {
  const { t } = useLingui();
  const answers = formComponents(draft.formSchema).map(({ slideId, component }) => ({
    value: `answers.${slideId}.${component.key}`,
    label: component.label || component.key,
    type: component.type,
  }));
  const choose = (
    id: string,
    label: string,
    value: string,
    types: string[] | null,
    onChange: (v: string) => void,
    description?: string,
  ) => (
    <ControlField
      id={id}
      label={label}
      description={description}
      error={id === fieldId('responseView') ? errors.responseView : undefined}
    >
      {(attributes) => (
        <select {...attributes} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{t`None`}</option>
          {answers
            .filter((a) => !types || types.includes(a.type))
            .map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
        </select>
      )}
    </ControlField>
  );
  const bucketName = { '': t`Inbox`, verified: t`Verified` };
  const map = draft.map;
  // Without an address answer the map places nothing: say so instead of a silent "0 of N".
  const addresses = answers.filter((a) => a.type === 'address');
  const addressWarning = addresses.some((a) => a.value === map.addressProp)
    ? undefined
    : addresses.length === 0
      ? t`The form has no address question, so no response can be placed on the map. Add an address question to the form first.`
      : t`No address question is chosen, so no response will be placed on the map.`;

  return (
    <>
      {choose(fieldId('responseView'), t`Response title`, draft.titleProp, null, (titleProp) => update({ titleProp }))}
      {choose('callout-image-prop', t`Response image`, draft.imageProp, ['file'], (imageProp) => update({ imageProp }))}
      <Fieldset
        legend={t`Responses shown publicly`}
        description={t`Only responses in these buckets appear in the gallery and on the map.`}
      >
        {buckets.map((bucket) => (
          <CheckboxField
            key={bucket}
            label={bucketName[bucket]}
            checked={draft.buckets.includes(bucket)}
            onCheckedChange={(on) =>
              update({ buckets: on ? [...draft.buckets, bucket] : draft.buckets.filter((b) => b !== bucket) })
            }
          />
        ))}
      </Fieldset>
      <CheckboxField
        label={t`Show a gallery of responses`}
        checked={draft.gallery}
        onCheckedChange={(gallery) => update({ gallery })}
      />
      <Fieldset legend={t`Map`}>
        <CheckboxField
          label={t`Show responses on a map`}
          checked={map.enabled}
          onCheckedChange={(enabled) => update({ map: { ...map, enabled } })}
        />
        {map.enabled && (
          <>
            {choose(
              'callout-map-address',
              t`Address answer to place responses by`,
              map.addressProp,
              ['address'],
              (addressProp) => update({ map: { ...map, addressProp } }),
              addressWarning,
            )}
            <TextField
              label={t`Centre latitude`}
              inputMode="decimal"
              value={map.latitude}
              onValueChange={(latitude) => update({ map: { ...map, latitude } })}
            />
            <TextField
              label={t`Centre longitude`}
              inputMode="decimal"
              value={map.longitude}
              onValueChange={(longitude) => update({ map: { ...map, longitude } })}
            />
            <TextField
              label={t`Zoom (1-18)`}
              inputMode="numeric"
              value={map.zoom}
              onValueChange={(zoom) => update({ map: { ...map, zoom } })}
            />
            <TextField
              label={t`Map tiles (URL template)`}
              description={t`For example ${tileExample}. Empty: OpenStreetMap.`}
              inputMode="url"
              value={map.tileUrl}
              onValueChange={(tileUrl) => update({ map: { ...map, tileUrl } })}
            />
            <TextField
              label={t`Map credits`}
              description={t`Shown on the map, as the tile provider asks.`}
              value={map.attribution}
              onValueChange={(attribution) => update({ map: { ...map, attribution } })}
            />
          </>
        )}
      </Fieldset>
    </>
  );
}
