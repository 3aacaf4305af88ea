import { Alert, Button, Card, Group, PasswordInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  AUDIT_MSG,
  auditReasonField,
  can,
  CONFIRM_MSG,
  CORE_MSG,
  MSG,
  paths,
  ROLE_LABELS,
  ROLES,
  type Role,
  type User,
  userCreateBodySchema,
  userUpdateBodySchema,
  COMMON_SCREEN,
  USERS_SCREEN,
} from '@superliga/league';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { Link, useNavigate, useParams } from 'react-router';
import { useConfirmPayment } from '../../../components/confirm-payment';
import { FormMessage } from '../../../components/form-errors';
import { ErrorState, LoadingState } from '../../../components/states';
import { useUser } from '../../../lib/current-user';
import { formatPesos } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { errorProps, schemaResolver, useServerErrors } from '../../../lib/schema-form';
import { useCreateUser } from '../api/create-user';
import { useUserById } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { MoneyInput } from '../../../components/money-input';

const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

/** The form's values are the request's fields; money fields are '' while empty. */
type UserValues = {
  name: string;
  email: string;
  rol: Role;
  profits: string | number;
  budget_change: string | number;
  password: string;
  password_confirmation: string;
};
const FIELDS = ['name', 'email', 'rol', 'profits', 'budget_change', 'password', 'password_confirmation'] as const;
const typed = (v: string | number) => (v === '' ? undefined : v);

/** `POST /users`: every field the Admin typed. */
const createBody = (v: UserValues) => ({
  name: v.name,
  email: v.email,
  rol: v.rol,
  profits: typed(v.profits),
  password: v.password,
  password_confirmation: v.password_confirmation,
});

/**
 * `PUT /users/{id}`: a user sends only a new password; the Admin every field, and the budget only
 * when it changed, with the version it was read at: the server refuses it if the budget moved since,
 * so a concurrent market move is never overwritten (docs/decisions/017).
 */
const updateBody = (user: User, admin: boolean) => (v: UserValues) => ({
  ...(admin
    ? {
        name: v.name,
        email: v.email,
        rol: v.rol,
        ...(typed(v.profits) !== undefined && Number(v.profits) !== user.profits ? { profits: v.profits, version: user.version } : {}),
        ...(typed(v.budget_change) !== undefined && Number(v.budget_change) !== 0 ? { budget_change: v.budget_change } : {}),
      }
    : {}),
  ...(v.password ? { password: v.password, password_confirmation: v.password_confirmation } : {}),
});

/** Admin: every field, with the budget set or moved through the ledger. */
function AdminFields({ user, form }: { user: User | undefined; form: UseFormReturnType<UserValues> }) {
  return (
    <>
      <TextInput label={COMMON_SCREEN.nombre} {...form.getInputProps('name')} errorProps={errorProps} required maxLength={55} />
      <TextInput label={MSG.placeholderEmail} type="email" {...form.getInputProps('email')} errorProps={errorProps} required />
      <Select label={USERS_SCREEN.rol} data={ROLE_OPTIONS} {...form.getInputProps('rol')} errorProps={errorProps} allowDeselect={false} />
      <MoneyInput label={COMMON_SCREEN.presupuesto} {...form.getInputProps('profits')} errorProps={errorProps} min={0} />
      {user && (
        <MoneyInput
          label={USERS_SCREEN.sumarORestarAlPresupuesto}
          description={USERS_SCREEN.positivoSumaNegativoRestaPresupuesto(formatPesos(user.profits))}
          {...form.getInputProps('budget_change')}
          errorProps={errorProps}
          allowNegative
        />
      )}
    </>
  );
}

function UserForm({ user, admin }: { user: User | undefined; admin: boolean }) {
  const navigate = useNavigate();
  const create = useCreateUser();
  const update = useUpdateUser();
  const toBody = user ? updateBody(user, admin) : createBody;
  const form = useForm<UserValues>({
    initialValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      rol: user?.rol ?? 'visitante',
      profits: user?.profits ?? 0,
      budget_change: '',
      password: '',
      password_confirmation: '',
    },
    validate: schemaResolver(user ? userUpdateBodySchema : userCreateBodySchema, toBody),
  });
  const refusal = useServerErrors(form, FIELDS);
  const mutation = user ? update : create;
  const payment = useConfirmPayment(update.isPending);

  const onSubmit = form.onSubmit((values) => {
    refusal.clear();
    if (!user) {
      create.mutate(userCreateBodySchema.parse(createBody(values)), {
        onSuccess: () => (notifySuccess(MSG.userCreated), navigate(paths.users)),
        onError: refusal.onError,
      });
      return;
    }
    const body = userUpdateBodySchema.parse(toBody(values));
    const save = (done?: () => void, reason?: string, refused?: (error: unknown) => void) =>
      update.mutate(
        { id: user.id, body: { ...body, ...(reason ? { reason } : {}) } },
        {
          onSettled: done,
          // Asked with the budget dialog, the refusal shows there, under the reason the server may refuse.
          onError: refused ?? refusal.onError,
          onSuccess: () => {
            notifySuccess(MSG.userUpdated);
            navigate(admin ? paths.users : paths.dashboard);
          },
        },
      );
    // A budget set or moved by the Admin goes through the ledger: say from what to what first.
    const setTo = body.profits ?? user.profits;
    const change = body.budget_change ?? 0;
    if (setTo === user.profits && change === 0) return save();
    const target = setTo + change;
    const lines = [
      CONFIRM_MSG.budgetChange(user.name, formatPesos(user.profits), formatPesos(target)),
      CONFIRM_MSG.budgetDelta(formatPesos(target - user.profits)),
    ];
    // The reason is required by the server for a staff money action (docs/decisions/022-audit-log.md).
    payment.ask(
      {
        title: CONFIRM_MSG.budgetTitle,
        lines,
        reason: { label: AUDIT_MSG.budgetReasonLabel, placeholder: AUDIT_MSG.budgetReasonPlaceholder, schema: auditReasonField },
      },
      save,
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      {payment.dialog}
      <Stack maw={520}>
        {admin && <AdminFields user={user} form={form} />}
        <PasswordInput
          label={user ? USERS_SCREEN.nuevaContrasena : USERS_SCREEN.contrasena}
          description={user ? USERS_SCREEN.dejalaVaciaParaNoCambiarla(MSG.passwordRule) : MSG.passwordRule}
          {...form.getInputProps('password')}
          errorProps={errorProps}
          autoComplete="new-password"
          required={!user}
        />
        <PasswordInput
          label={USERS_SCREEN.confirmaLaContrasena}
          {...form.getInputProps('password_confirmation')}
          errorProps={errorProps}
          autoComplete="new-password"
          required={!user}
        />
        <FormMessage message={refusal.message} />
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
          {COMMON_SCREEN.teamLabel}
          {target.team.name} {target.team.division ? `(${target.team.division})` : ''}
        </Alert>
      )}
      <Card withBorder>
        <UserForm key={target?.id ?? 'new'} user={target} admin={admin} />
      </Card>
    </Stack>
  );
}
