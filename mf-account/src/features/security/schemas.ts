// Security tab form rules, with yup's default messages (§5).
import { yup } from '../../form/yup';

export const emailChangeSchema = yup.object({ email: yup.string().label('New email address').trim().required().email().max(254) });
export const signOutEverywhereSchema = yup.object({ keepCurrent: yup.boolean().default(true) });
