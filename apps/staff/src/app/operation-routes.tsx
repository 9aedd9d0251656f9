// The routes of the day-to-day sections (orders, users, reports), mounted by app.tsx.
import { Route } from 'react-router';
import { OrderPage } from '../features/orders/order-page';
import { OrdersPage } from '../features/orders/orders-page';
import { ReportPage } from '../features/reports/report-page';
import { ReportsPage } from '../features/reports/reports-page';
import { UserPage } from '../features/users/user-page';
import { UsersPage } from '../features/users/users-page';

export const operationRoutes = [
  <Route key="orders" path="/orders" element={<OrdersPage />} />,
  <Route key="order" path="/orders/:id" element={<OrderPage />} />,
  <Route key="users" path="/users" element={<UsersPage />} />,
  <Route key="user" path="/users/:id" element={<UserPage />} />,
  <Route key="reports" path="/reports" element={<ReportsPage />} />,
  <Route key="report" path="/reports/:id" element={<ReportPage />} />,
];
