import { Trans, useLingui } from '@lingui/react/macro';
import { Button, buttonSizes, buttonVariants } from '@masthead/ui';
import { TableScroller } from '../../../admin-kit/table-scroller.tsx';
import { ToolkitSection } from './ui-toolkit-section.tsx';
import * as css from './ui-toolkit.css.ts';

/**
 * Every button variant in every size, then disabled, loading and as a
 * link (in the middle size), one variant a row.
 */
export function ButtonSamples() {
  const { t } = useLingui();
  return (
    <ToolkitSection title={<Trans>Buttons</Trans>}>
      <TableScroller label={t`Button variants and sizes`}>
        <table className={css.buttonTable}>
          <caption className={css.caption}>
            <Trans>Ten variants in four sizes, disabled, loading and as a link</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t`Variant`}</th>
              {buttonSizes.map((size) => (
                <th key={size} scope="col">
                  <code>{size}</code>
                </th>
              ))}
              <th scope="col">{t`Disabled`}</th>
              <th scope="col">{t`Loading`}</th>
              <th scope="col">{t`Link`}</th>
            </tr>
          </thead>
          <tbody>
            {buttonVariants.map((variant) => (
              <tr key={variant}>
                <th scope="row">
                  <code>{variant}</code>
                </th>
                {buttonSizes.map((size) => (
                  <td key={size}>
                    <Button variant={variant} size={size}>
                      <Trans>Save</Trans>
                    </Button>
                  </td>
                ))}
                <td>
                  <Button variant={variant} disabled>
                    <Trans>Save</Trans>
                  </Button>
                </td>
                <td>
                  <Button variant={variant} loading>
                    <Trans>Save</Trans>
                  </Button>
                </td>
                <td>
                  <Button variant={variant} href="#buttons">
                    <Trans>Open</Trans>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </ToolkitSection>
  );
}
