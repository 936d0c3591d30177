/** A password input with a Show/Hide button (shopper spec §2 login and signup). */
import { useState, type ComponentProps } from 'react';
import { EyeIcon } from '../../../components/ui/icons';
import { InputField } from '../../../components/ui/input';

export function PasswordField(props: Omit<ComponentProps<typeof InputField>, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <InputField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          className="flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-slate-600 hover:bg-slate-100"
        >
          <EyeIcon off={visible} className="size-4" />
          {visible ? 'Hide' : 'Show'}
          <span className="sr-only"> password</span>
        </button>
      }
    />
  );
}
