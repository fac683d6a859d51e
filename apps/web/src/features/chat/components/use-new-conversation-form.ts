import { CONVERSATION_TYPE, type ConversationType } from '@kabinet/domain/chat';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { ResponseError } from '../../../shared/http/http-errors.ts';
import { describeError } from '../../../shared/lib/error-message.ts';
import { useCompanyUsers, useCreateConversation } from '../api/conversations.ts';
import { conversationPath } from '../paths.ts';

/** A 422 shows the first field message (Russian, from the server); anything else, its text. */
function createErrorText(error: unknown): string {
  return error instanceof ResponseError && error.status === 422
    ? (Object.values(error.fieldErrors)[0] ?? error.message)
    : describeError(error);
}

/**
 * The new-conversation form: topic, type, invited users of the company (not oneself); a created
 * conversation opens at once.
 */
export function useNewConversationForm({
  opened,
  onClose,
  companyId,
  meUserId,
}: {
  opened: boolean;
  onClose: () => void;
  companyId: number;
  meUserId: number;
}) {
  const navigate = useNavigate();
  const users = useCompanyUsers(companyId, opened);
  const create = useCreateConversation(companyId);
  const [name, setName] = useState('');
  const [type, setType] = useState<ConversationType>(CONVERSATION_TYPE.PRIVATE);
  const [selected, setSelected] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const options = (users.data ?? [])
    .filter((u) => u.id !== meUserId)
    .map((u) => ({ value: String(u.id), label: [u.name, u.last_name].filter(Boolean).join(' ') }));

  const submit = () => {
    setError(null);
    create.mutate(
      { name: name.trim(), type, user_ids: selected.map(Number) },
      {
        onSuccess: (conversation) => {
          onClose();
          setName('');
          setSelected([]);
          void navigate(conversationPath(conversation.id));
        },
        onError: (e) => setError(createErrorText(e)),
      },
    );
  };

  return {
    name,
    setName,
    type,
    setType,
    selected,
    setSelected,
    error,
    options,
    submit,
    pending: create.isPending,
  };
}
