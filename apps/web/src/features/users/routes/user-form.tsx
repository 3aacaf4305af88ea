import { Alert, Button, Card, Group, PasswordInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { AUDIT_MSG, can, CONFIRM_MSG, CORE_MSG, MSG, paths, ROLE_LABELS, ROLES, type User, COMMON_SCREEN, USERS_SCREEN } from '@superliga/league';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useConfirmPayment } from '../../../components/confirm-payment';
import { FormErrors } from '../../../components/form-errors';
import { ErrorState, LoadingState } from '../../../components/states';
import { useUser } from '../../../lib/current-user';
import { formatPesos } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useCreateUser } from '../api/create-user';
import { useUserById } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { MoneyInput } from '../../../components/money-input';

const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));
const asInt = (v: string | number) => (typeof v === 'number' ? Math.trunc(v) : v === '' ? 0 : Math.trunc(Number(v)));

/** Admin: every field, with the budget set or moved through the ledger. */
function AdminFields({ user, state, set }: { user: User | undefined; state: FormState; set: (patch: Partial<FormState>) => void }) {
  return (
    <>
      <TextInput label={COMMON_SCREEN.nombre} value={state.name} onChange={(e) => set({ name: e.currentTarget.value })} required maxLength={55} />
      <TextInput label={MSG.placeholderEmail} type="email" value={state.email} onChange={(e) => set({ email: e.currentTarget.value })} required />
      <Select label={USERS_SCREEN.rol} data={ROLE_OPTIONS} value={state.rol} onChange={(v) => set({ rol: v ?? 'visitante' })} allowDeselect={false} />
      <MoneyInput label={COMMON_SCREEN.presupuesto} value={state.profits} onChange={(v) => set({ profits: v })} min={0} />
      {user && (
        <MoneyInput
          label={USERS_SCREEN.sumarORestarAlPresupuesto}
          description={USERS_SCREEN.positivoSumaNegativoRestaPresupuesto(formatPesos(user.profits))}
          value={state.budgetChange}
          onChange={(v) => set({ budgetChange: v })}
          allowNegative
        />
      )}
    </>
  );
}

interface FormState {
  name: string;
  email: string;
  rol: string;
  profits: string | number;
  budgetChange: string | number;
  password: string;
  confirmation: string;
}

function UserForm({ user, admin }: { user: User | undefined; admin: boolean }) {
  const navigate = useNavigate();
  const create = useCreateUser();
  const update = useUpdateUser();
  const [state, setState] = useState<FormState>({
    name: user?.name ?? '',
    email: user?.email ?? '',
    rol: user?.rol ?? 'visitante',
    profits: user?.profits ?? 0,
    budgetChange: '',
    password: '',
    confirmation: '',
  });
  const set = (patch: Partial<FormState>) => setState((s) => ({ ...s, ...patch }));
  const mutation = user ? update : create;
  const payment = useConfirmPayment(update.isPending);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const password = state.password ? { password: state.password, password_confirmation: state.confirmation } : {};
    if (!user) {
      create.mutate(
        {
          name: state.name,
          email: state.email,
          rol: state.rol,
          profits: asInt(state.profits),
          password: state.password,
          password_confirmation: state.confirmation,
        },
        { onSuccess: () => (notifySuccess(MSG.userCreated), navigate(paths.users)) },
      );
      return;
    }
    const adminBody = admin
      ? {
          name: state.name,
          email: state.email,
          rol: state.rol as User['rol'],
          // Only a changed budget is sent, with the version it was read at: the server refuses it if
          // the budget moved since, so a concurrent market move is never overwritten (docs/decisions/017).
          ...(asInt(state.profits) !== user.profits ? { profits: asInt(state.profits), version: user.version } : {}),
          ...(asInt(state.budgetChange) !== 0 ? { budget_change: asInt(state.budgetChange) } : {}),
        }
      : {};
    const save = (done?: () => void, reason?: string) =>
      update.mutate(
        { id: user.id, body: { ...adminBody, ...password, ...(reason ? { reason } : {}) } },
        {
          onSettled: done,
          onSuccess: () => {
            notifySuccess(MSG.userUpdated);
            navigate(admin ? paths.users : paths.dashboard);
          },
        },
      );
    // A budget set or moved by the Admin goes through the ledger: say from what to what first.
    const setTo = admin && asInt(state.profits) !== user.profits ? asInt(state.profits) : user.profits;
    const change = admin ? asInt(state.budgetChange) : 0;
    if (setTo === user.profits && change === 0) return save();
    const target = setTo + change;
    const lines = [
      CONFIRM_MSG.budgetChange(user.name, formatPesos(user.profits), formatPesos(target)),
      CONFIRM_MSG.budgetDelta(formatPesos(target - user.profits)),
    ];
    // The reason is required by the server for a staff money action (docs/decisions/022-audit-log.md).
    payment.ask(
      { title: CONFIRM_MSG.budgetTitle, lines, reason: { label: AUDIT_MSG.budgetReasonLabel, placeholder: AUDIT_MSG.budgetReasonPlaceholder } },
      save,
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      {payment.dialog}
      <Stack maw={520}>
        {admin && <AdminFields user={user} state={state} set={set} />}
        <PasswordInput
          label={user ? USERS_SCREEN.nuevaContrasena : USERS_SCREEN.contrasena}
          description={user ? USERS_SCREEN.dejalaVaciaParaNoCambiarla(MSG.passwordRule) : MSG.passwordRule}
          value={state.password}
          onChange={(e) => set({ password: e.currentTarget.value })}
          autoComplete="new-password"
          required={!user}
        />
        <PasswordInput
          label={USERS_SCREEN.confirmaLaContrasena}
          value={state.confirmation}
          onChange={(e) => set({ confirmation: e.currentTarget.value })}
          autoComplete="new-password"
          required={!user}
        />
        <FormErrors error={mutation.error} />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {user ? COMMON_SCREEN.guardar : USERS_SCREEN.crearUsuario}
          </Button>
          <Button component={Link} to={paths.users} variant="default">
            {USERS_SCREEN.volver}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /users/new (Admin) and /users/{id}: Admin edits everything, a user only their own password. */
export default function UserFormRoute() {
  const { id } = useParams();
  const userId = id && id !== 'new' ? Number(id) : null;
  const me = useUser();
  const user = useUserById(userId);
  if (me.isPending || (userId !== null && user.isPending)) return <LoadingState />;
  if (me.isError) return <ErrorState message={MSG.infoLoadError} />;
  const admin = can('manageUsers', me.data.rol);
  if (userId === null && !admin) return <ErrorState message={MSG.noPermissionPage} />;
  if (userId !== null && user.isError) return <ErrorState message={user.error.message} />;
  if (userId !== null && !admin && userId !== me.data.id) return <ErrorState message={CORE_MSG.onlyOwnPassword} />;
  const target = userId !== null ? user.data : undefined;
  return (
    <Stack>
      <Title order={1}>{target ? MSG.editUserTitle(target.name) : MSG.newUserTitle}</Title>
      {target && !admin && (
        <Text c="dimmed" size="sm">
          {USERS_SCREEN.podesCambiarTuContrasenaEl}
        </Text>
      )}
      {target && admin && target.team && (
        <Alert variant="light" color="blue">
          {COMMON_SCREEN.equipo2}
          {target.team.name} {target.team.division ? `(${target.team.division})` : ''}
        </Alert>
      )}
      <Card withBorder>
        <UserForm key={target?.id ?? 'new'} user={target} admin={admin} />
      </Card>
    </Stack>
  );
}
