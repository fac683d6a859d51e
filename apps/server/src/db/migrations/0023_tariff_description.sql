ALTER TABLE "tariffs" ADD COLUMN "description" text DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE "tariffs" SET "name" = 'Финансовый Про' WHERE "slug" = 'tariff_3_2025' AND "name" = 'Финансовый 2025';
--> statement-breakpoint
UPDATE "tariffs" SET "description" = 'Бухгалтерия и налоги под ключ: учёт операций, зарплата сотрудников, отчётность в налоговую и фонды. Без управленческого учёта.' WHERE "slug" = 'tariff_1' AND "description" = '';
--> statement-breakpoint
UPDATE "tariffs" SET "description" = 'Всё, что в «Базовом», и управленческий учёт: отчёт о прибылях и убытках и движение денег каждый месяц. Работа в вашей базе 1С без доплаты.' WHERE "slug" = 'tariff_2' AND "description" = '';
--> statement-breakpoint
UPDATE "tariffs" SET "description" = 'Всё, что в «Финансовом», и управленческий баланс, отчёты каждую неделю, встречи с финансовым консультантом.' WHERE "slug" = 'tariff_3' AND "description" = '';
--> statement-breakpoint
UPDATE "tariffs" SET "description" = 'Всё, что в «Финансовом+», и бюджет с план-фактом: отчёты каждую неделю, финансовый консультант, бюджет в первый месяц бесплатно.' WHERE "slug" = 'tariff_3_2025' AND "description" = '';
