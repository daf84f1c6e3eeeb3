import { Trans } from '@lingui/react/macro';
import { FormAlert } from '@masthead/ui';

/**
 * A call-out the reader may see but not review (another reviewer's): its responses, their
 * counts and tags are not hers to see, and nothing pretends there are none.
 */
export function NoReviewAccess() {
  return (
    <FormAlert variant="info" title={<Trans>You do not review this call-out</Trans>}>
      <p>
        <Trans>Its responses are shown only to admins and the call-out's reviewers. An admin can add you as one.</Trans>
      </p>
    </FormAlert>
  );
}
