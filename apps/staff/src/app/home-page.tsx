// The first page after sign-in: what needs the staff member now (the overview's cards their role
// may see), then the sections this role may open.
import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { Link } from 'react-router';
import { OverviewPanels } from '../features/overview/overview-panels';
import { usePageTitle } from '../lib/page-title';
import { useSession } from '../lib/session';
import { linksFor } from './sections';

export function HomePage() {
  usePageTitle('Home');
  const { staff } = useSession();
  if (!staff) return null;
  const links = linksFor(staff.role);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Welcome
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Signed in as {staff.email} ({staff.role}).
      </Typography>
      <OverviewPanels />
      <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
        Sections
      </Typography>
      {links.length === 0 ? (
        <Typography>No section of the console is open to your role yet.</Typography>
      ) : (
        <Grid container spacing={2}>
          {links.map((link) => (
            <Grid key={link.path} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined">
                <CardActionArea component={Link} to={link.path}>
                  <CardContent>
                    <Typography variant="h6" component="h3">
                      {link.label}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
