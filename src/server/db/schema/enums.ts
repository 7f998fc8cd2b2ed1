import { pgEnum } from "drizzle-orm/pg-core";
import { ROLES } from "@shared/roles";
import {
  ALERT_SEVERITIES,
  ALERT_TYPES,
  APPOINTMENT_PERIODS,
  APPOINTMENT_STATUSES,
  BACKUP_STATUSES,
  CONSENT_TYPES,
  DISCOUNT_TYPES,
  ORDER_EVENT_KINDS,
  ORDER_STATUSES,
  PAYMENT_CONDITIONS,
  PAYMENT_METHODS,
  THEMES,
  TICKET_STATUSES,
} from "@shared/value-sets";

export const roleEnum = pgEnum("role", ROLES);
export const orderStatusEnum = pgEnum("order_status", ORDER_STATUSES);
export const orderEventKindEnum = pgEnum("order_event_kind", ORDER_EVENT_KINDS);
export const paymentConditionEnum = pgEnum("payment_condition", PAYMENT_CONDITIONS);
export const paymentMethodEnum = pgEnum("payment_method", PAYMENT_METHODS);
export const discountTypeEnum = pgEnum("discount_type", DISCOUNT_TYPES);
export const appointmentPeriodEnum = pgEnum("appointment_period", APPOINTMENT_PERIODS);
export const appointmentStatusEnum = pgEnum("appointment_status", APPOINTMENT_STATUSES);
export const ticketStatusEnum = pgEnum("ticket_status", TICKET_STATUSES);
export const consentTypeEnum = pgEnum("consent_type", CONSENT_TYPES);
export const backupStatusEnum = pgEnum("backup_status", BACKUP_STATUSES);
export const alertTypeEnum = pgEnum("alert_type", ALERT_TYPES);
export const alertSeverityEnum = pgEnum("alert_severity", ALERT_SEVERITIES);
export const themeEnum = pgEnum("theme", THEMES);
