import { useState } from 'react';
import { useUpdateNameMutation, type UpdateNameRequest } from '../../api';
import { useAppDispatch } from '../../store/hooks';
import { loadCurrentUser } from '../../identity/current-user';
import { checkSession } from '../../identity/session-check';
import { toErrorMessage } from '../../lib/error-message';

/** The name update and what follows it in every case (spec section 4, User info), then the outcome. */
export const useNameUpdate = () => {
  const dispatch = useAppDispatch();
  const [updateName, { isLoading }] = useUpdateNameMutation();
  const [completed, setCompleted] = useState(false);
  const [error, setError] = useState<string>();
  const [succeeded, setSucceeded] = useState(false);

  /** `null` sends no body: the core API then takes the name from the insurer's member record. */
  const submit = async (name: UpdateNameRequest) => {
    setError(undefined);
    const result = await updateName({ updateNameRequest: name });
    await dispatch(loadCurrentUser({ forceRefresh: true }));
    // The member record reloads by itself: updateName invalidates its tag, also after a failure.
    setCompleted(true);
    await dispatch(checkSession());
    if ('error' in result) setError(toErrorMessage(result.error));
    else setSucceeded(true);
  };

  return { submit, busy: isLoading, completed, error, succeeded };
};
