import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPicker, MapView, type MapPoint } from '@masthead/ui/map';
import { RichTextEditor } from '@masthead/ui/rich-text';
import { Pagination } from '../../../admin-kit/pagination.tsx';
import { Sample, ToolkitSection } from './ui-toolkit-section.tsx';
import * as css from './ui-toolkit.css.ts';

/**
 * A plain grey tile with a grid line: the toolkit shows the map's controls
 * and markers without fetching tiles from a tile server (and the page's
 * screenshot stays the same from one run to the next).
 */
const sampleTile = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#e8eef0"/><path d="M0 0H256V256" fill="none" stroke="#c9d3d6"/></svg>',
)}`;

/** The admin lists' pagination on its first, a middle and its last page. */
export function PaginationSamples() {
  const { t } = useLingui();
  const [offset, setOffset] = useState(25);
  return (
    <ToolkitSection title={<Trans>Pagination</Trans>}>
      <div className={css.row}>
        <Sample caption={t`First page`}>
          <Pagination
            label={t`Pages, first`}
            offset={0}
            count={25}
            total={60}
            pageSize={25}
            onOffset={() => undefined}
          />
        </Sample>
        <Sample caption={t`Try it`}>
          <Pagination
            label={t`Pages, to try`}
            offset={offset}
            count={Math.min(25, 60 - offset)}
            total={60}
            pageSize={25}
            onOffset={setOffset}
          />
        </Sample>
        <Sample caption={t`Last page`}>
          <Pagination
            label={t`Pages, last`}
            offset={50}
            count={10}
            total={60}
            pageSize={25}
            onOffset={() => undefined}
          />
        </Sample>
      </div>
    </ToolkitSection>
  );
}

/** The rich text editor: with text and help, and required with an error and a length limit. */
export function RichTextSamples() {
  const { t } = useLingui();
  const [text, setText] = useState('<h2>A heading</h2><p>Some <strong>bold</strong> and <em>italic</em> text.</p>');
  const [empty, setEmpty] = useState('');
  return (
    <ToolkitSection title={<Trans>Rich text</Trans>}>
      <div className={css.row}>
        <Sample caption={t`With text and help`}>
          <RichTextEditor
            label={t`Introduction`}
            description={t`Headings, bold, italic, lists and links.`}
            value={text}
            onChange={setText}
          />
        </Sample>
        <Sample caption={t`Required, with an error and a limit`}>
          <RichTextEditor
            label={t`Thank-you text`}
            required
            maxLength={200}
            value={empty}
            onChange={setEmpty}
            error={empty === '' ? t`This field is required` : undefined}
          />
        </Sample>
      </div>
    </ToolkitSection>
  );
}

const places = [
  { id: 'bridge', lat: 52.52, lng: 13.405, label: 'Bridge' },
  { id: 'market', lat: 52.51, lng: 13.39, label: 'Market' },
];

/** A map of places (one selected) and the picker that chooses a point. */
export function MapSamples() {
  const { t } = useLingui();
  const [selected, setSelected] = useState<string | null>('market');
  const [point, setPoint] = useState<MapPoint | null>({ lat: 52.515, lng: 13.4 });
  const common = {
    tileUrl: sampleTile,
    attribution: t`Sample tiles`,
    loadingText: t`Loading map…`,
    failedText: t`The map could not be loaded.`,
  };
  return (
    <ToolkitSection title={<Trans>Map</Trans>}>
      <div className={css.row}>
        <Sample caption={t`Places`}>
          <MapView
            {...common}
            label={t`Sample places`}
            markers={places}
            selected={selected}
            onSelect={setSelected}
            center={[52.515, 13.4]}
            zoom={12}
            height="16rem"
          />
        </Sample>
        <Sample caption={t`Picker`}>
          <MapPicker
            {...common}
            label={t`Choose a place`}
            markerLabel={t`Chosen place`}
            useCentreText={t`Use the centre of the map`}
            value={point}
            onChange={setPoint}
            center={[52.515, 13.4]}
            zoom={12}
          />
        </Sample>
      </div>
    </ToolkitSection>
  );
}
