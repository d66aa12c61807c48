// Admins (super_admins): who has admin power; revoking one asks first, then the database decides (never oneself,
// never the last super admin) and its refusal is shown as worded.
import { useAuth } from '@spotless/shared-data';
import { ADMIN_ROLE_LABELS, ADMINS_TEXTS, useAdmins, useRevokeAdmin, type AdminMember } from '@spotless/shared-data/console';
import { Heading, Text, toast } from '@spotless/shared-ui';
import { confirmAction } from '@spotless/shared-ui/antd';
import { toastError } from '../../lib/feedback';
import { isSuperAdmin } from '../audit/AuditLogPage';
import { AdminsTable } from './AdminsTable';

export default function AdminsPage() {
  const roles = useAuth((s) => s.roles);
  const viewerId = useAuth((s) => s.user?.id ?? null);
  const superAdmin = isSuperAdmin(roles);
  const admins = useAdmins(superAdmin);
  const revoke = useRevokeAdmin();
  if (!superAdmin) return <Text>Only super admins can manage admins.</Text>;
  const ask = async (admin: AdminMember) => {
    const name = admin.fullName || admin.email;
    const ok = await confirmAction({
      title: `Revoke ${name}?`,
      content: `${name} (${ADMIN_ROLE_LABELS[admin.role]}) loses admin access at once.`,
      okText: 'Revoke',
      danger: true,
    });
    if (!ok) return;
    revoke.mutateAsync(admin).then(
      () => toast.success(ADMINS_TEXTS.revoked(name)),
      (e: unknown) => toastError(e, ADMINS_TEXTS.revokeFailed),
    );
  };
  return (
    <section aria-label="Admins">
      <Heading level={1}>Admins</Heading>
      <AdminsTable
        rows={admins.data ?? []}
        viewerId={viewerId}
        loading={admins.isLoading}
        error={admins.error}
        busy={revoke.isPending}
        onRetry={() => void admins.refetch()}
        onRevoke={(a) => void ask(a)}
      />
    </section>
  );
}
