/**
 * Screens for SuperAdmin only (admin spec §6): other staff see the permission popup with a close
 * action instead of the screen (§2 'Unauthorized popup'); closing it goes back to the Dashboard. The
 * server refuses their calls anyway (403); this only spares them a screen that cannot load.
 */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { paths } from '../../../../config/paths';
import { useAdminSession } from '../api/get-admin-session';

export function SuperAdminOnly({ screen, children }: { screen: string; children: ReactNode }) {
  const admin = useAdminSession().data;
  const navigate = useNavigate();
  if (admin?.role === 'SuperAdmin') return children;
  const close = () => navigate(paths.adminDashboard(), { replace: true });
  return (
    <Modal title="Permission required" onClose={close} footer={<Button onClick={close}>Close</Button>}>
      <p className="text-sm text-slate-700">
        Only a SuperAdmin can open {screen}. Please ask a SuperAdmin if you need a change here.
      </p>
    </Modal>
  );
}
