/**
 * /admin-dashboard/contactus — Contact Us Submissions (admin spec §2, with real data: DESIGN.md;
 * any staff member, §6): search by name, e-mail or subject, a New/Handled filter, 5 a page with
 * Prev/Next and 'Page X of Y', the table (cards on phones), and the Full Message modal with Mark handled and Reply.
 */
import { CONTACT_PAGE_SIZE, type ContactState } from '@shop/domain/contact/contact.rules';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { InputField } from '../../../../components/ui/input';
import { LoadError } from '../../../../components/ui/load-error';
import { SelectField } from '../../../../components/ui/select';
import { CenteredSpinner } from '../../../../components/ui/spinner';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { useMediaQuery } from '../../shell/hooks/use-media-query';
import { useContactMessages, type ContactMessage } from '../api/admin-contact';
import { ContactCards } from './contact-cards';
import { ContactTable } from './contact-table';
import { FullMessageDialog } from './full-message-dialog';

const STATE_OPTIONS: { value: ContactState; label: string }[] = [
  { value: 'all', label: 'All messages' },
  { value: 'unhandled', label: 'New (not handled)' },
  { value: 'handled', label: 'Handled' },
];

export function ContactAdminPage() {
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const [state, setState] = useState<ContactState>('all');
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const wide = useMediaQuery('(min-width: 768px)');
  const messages = useContactMessages(page, search, state);
  const list = messages.data?.messages;
  const pages = Math.max(1, Math.ceil((messages.data?.total ?? 0) / CONTACT_PAGE_SIZE));

  return (
    <div className="space-y-6">
      <header className="space-y-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Contact Us Submissions</h1>
          <p className="mt-1 text-sm text-slate-600">Messages sent from the Contact page, newest first.</p>
        </div>
        <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
          <InputField
            label="Search"
            type="search"
            placeholder="Name, email or subject"
            maxLength={100}
            value={searchText}
            onChange={(e) => {
              setSearchText(e.target.value);
              setPage(1);
            }}
          />
          <SelectField
            label="Show"
            options={STATE_OPTIONS}
            value={state}
            onChange={(e) => {
              setState(e.target.value as ContactState);
              setPage(1);
            }}
          />
        </div>
      </header>

      {messages.isPending ? (
        <CenteredSpinner label="Loading messages…" />
      ) : messages.isError && !list ? (
        <LoadError
          title="Could not load the messages"
          message={messages.error.message}
          onRetry={() => void messages.refetch()}
        />
      ) : !list || list.length === 0 ? (
        <EmptyState
          title="No messages found"
          text={search || state !== 'all' ? 'No message matches.' : 'Messages sent from the Contact page appear here.'}
        />
      ) : wide ? (
        <ContactTable messages={list} onView={setOpen} />
      ) : (
        <ContactCards messages={list} onView={setOpen} />
      )}

      <nav aria-label="Message pages" className="flex items-center justify-end gap-3 text-sm text-slate-600">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          Prev
        </Button>
        <span>
          Page {page} of {pages}
        </span>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
          Next
        </Button>
      </nav>

      {open && <FullMessageDialog message={open} onChange={setOpen} onClose={() => setOpen(null)} />}
    </div>
  );
}
