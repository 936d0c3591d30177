/**
 * The 'Sign Up Required' popup (shopper spec §2 Authentication: Close, Login, Sign Up): shown when
 * a visitor asks for something only an account can do (writing a review). Login and Sign Up bring
 * the visitor back to `from` afterwards.
 */
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { paths } from '../../../config/paths';

export function SignUpRequiredDialog({ reason, from, onClose }: { reason: string; from: string; onClose: () => void }) {
  return (
    <Modal
      title="Sign Up Required"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Link to={paths.login(from)} className={buttonClasses('outline')}>
            Login
          </Link>
          <Link to={paths.signup(from)} className={buttonClasses('primary')}>
            Sign Up
          </Link>
        </>
      }
    >
      <p className="text-sm text-slate-700">{reason}</p>
    </Modal>
  );
}
