import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { can, INITIAL_PAGE, MSG, paths, type Role, ROLE_LABELS, USERS_SCREEN, COMMON_SCREEN } from '@superliga/league';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListTable } from '../../../components/list-table';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { useUser } from '../../../lib/current-user';
import { formatPesos } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';

/** 'USUARIOS' (Managers): Admin edits and deletes anyone; others edit only their own row. */
export default function UsersRoute() {
  const [page, setPage] = useState(INITIAL_PAGE);
  const me = useUser();
  const users = useUsers(page);
  const remove = useDeleteUser();
  const admin = can('manageUsers', me.data?.rol);

  const onDelete = (id: number) => {
    if (!window.confirm(MSG.confirmDeleteUser)) return;
    remove.mutate(id, { onSuccess: () => notifySuccess(MSG.userDeleted), onError: (e) => notifyError(e) });
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{MSG.usersTitle}</Title>
        {admin && (
          <Button component={Link} to={paths.newUser}>
            {MSG.newUser}
          </Button>
        )}
      </Group>
      <QueryState query={users} error={MSG.usersLoadError} empty={USERS_SCREEN.noHayUsuarios}>
        {({ data, meta }) => (
          <>
            <ListTable
              minWidth={480}
              nativeScroll
              highlightOnHover
              // The budget is what the list is read for: on a phone each user is a card with it on
              // screen beside the buttons, not under the fixed action column (decision 027).
              cards
              columns={[COMMON_SCREEN.nombre, USERS_SCREEN.rol, { label: COMMON_SCREEN.presupuesto, numeric: true }, COMMON_SCREEN.acciones]}
            >
              {data.map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td>
                    {/* One block: on a phone's card the team stays under the name. */}
                    <div>
                      <Text size="sm" fw={500}>
                        {u.name}
                      </Text>
                      {u.team && (
                        <Text size="xs" c="dimmed">
                          {u.team.name}
                        </Text>
                      )}
                    </div>
                  </Table.Td>
                  <Table.Td>{ROLE_LABELS[u.rol as Role] ?? u.rol}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatPesos(u.profits)}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      {(admin || u.id === me.data?.id) && (
                        <Button component={Link} to={paths.user(u.id)} size="xs" variant="light" aria-label={USERS_SCREEN.editar(u.name)}>
                          {COMMON_SCREEN.editar}
                        </Button>
                      )}
                      {(admin || u.id === me.data?.id) && (
                        <Button component={Link} to={paths.userMovements(u.id)} size="xs" variant="default" aria-label={USERS_SCREEN.movimientosDe(u.name)}>
                          {USERS_SCREEN.movimientos}
                        </Button>
                      )}
                      {admin && u.id !== me.data?.id && (
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          onClick={() => onDelete(u.id)}
                          loading={remove.isPending && remove.variables === u.id}
                          aria-label={USERS_SCREEN.borrar(u.name)}
                        >
                          {USERS_SCREEN.deleteLabel}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </ListTable>
            <Pager page={page} lastPage={meta.last_page} onChange={setPage} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
