// The users section: find shoppers by part of their email or nickname.
import { Pagination, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { Loading } from '../../components/loading';
import { usePageTitle } from '../../lib/page-title';
import { useUserSearch } from './api/user-calls';

const PAGE_SIZE = 25;

export function UsersPage() {
  usePageTitle('Users');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const found = useUserSearch({ query: query.trim(), pageNumber: page, pageSize: PAGE_SIZE });
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Users
      </Typography>
      <TextField
        label="Email or nickname"
        type="search"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setPage(1);
        }}
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
      />
      <ErrorAlert error={found.error} />
      {found.isPending ? (
        <Loading />
      ) : found.data && found.data.users.length === 0 ? (
        <Typography sx={{ py: 4 }}>No shopper matches.</Typography>
      ) : found.data ? (
        <>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Shoppers">
              <TableHead>
                <TableRow>
                  <TableCell>Nickname</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Email</TableCell>
                  <TableCell align="right">Blitz (free + paid)</TableCell>
                  <TableCell>State</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {found.data.users.map((u) => (
                  <TableRow key={u.id} hover>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      <RouterLink to={`/users/${u.id}`}>{u.nickname}</RouterLink>
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, overflowWrap: 'anywhere' }}>{u.email}</TableCell>
                    <TableCell align="right">
                      {u.freeBlitz} + {u.paidBlitz}
                    </TableCell>
                    <TableCell>{u.banned ? 'banned' : 'active'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {found.data.total > PAGE_SIZE && (
            <Pagination sx={{ mt: 2 }} count={Math.ceil(found.data.total / PAGE_SIZE)} page={page} onChange={(_e, next) => setPage(next)} />
          )}
        </>
      ) : null}
    </>
  );
}
