// The dashboard's query and answer (docs/product-rules.md "Dashboard"), shared by
// GET /api/admin/dashboard/stats and the admin app.
import { z } from 'zod';

const DATE_RANGES = ['7d', '30d', '90d'] as const;
export type DateRange = (typeof DATE_RANGES)[number];
export const DEFAULT_DATE_RANGE: DateRange = '30d';
export const RANGE_DAYS: Record<DateRange, number> = { '7d': 7, '30d': 30, '90d': 90 };

export const dashboardQuerySchema = z.object({
  dateRange: z.enum(DATE_RANGES, { message: 'The date range must be 7d, 30d or 90d.' }).default(DEFAULT_DATE_RANGE),
  // The client may send status and type filters and a cache-busting timestamp; the figures do not depend on them.
});

const ACTIVITY_TYPES = ['appointment', 'review', 'volunteer'] as const;
type ActivityType = (typeof ACTIVITY_TYPES)[number];

export interface RecentActivity {
  id: string;
  type: ActivityType;
  description: string;
  /** The person's name, only for staff allowed to read that kind of record. */
  user: string | null;
  /** ISO instant. */
  timestamp: string;
}

export interface DashboardStats {
  totalAppointments: number;
  pendingAppointments: number;
  confirmedAppointments: number;
  totalReviews: number;
  pendingReviews: number;
  approvedReviews: number;
  totalPatients: number;
  /** Percent change against the previous period of the same length. */
  monthlyGrowth: { appointments: number; reviews: number; patients: number };
  recentActivity: RecentActivity[];
  /** Inbox items no one has opened yet; 0 for staff who may not read the inbox. */
  newInbox: number;
}

export interface DashboardResponse {
  success: true;
  stats: DashboardStats;
  message: string;
}

export const EMPTY_STATS: DashboardStats = {
  totalAppointments: 0,
  pendingAppointments: 0,
  confirmedAppointments: 0,
  totalReviews: 0,
  pendingReviews: 0,
  approvedReviews: 0,
  totalPatients: 0,
  monthlyGrowth: { appointments: 0, reviews: 0, patients: 0 },
  recentActivity: [],
  newInbox: 0,
};
