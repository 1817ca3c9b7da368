-- A session may have no daily submission limit (null): only its total limit applies (issue 10).
ALTER TABLE "competition_sessions" ALTER COLUMN "daily_limit" DROP NOT NULL;
