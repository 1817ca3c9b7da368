-- A platform competition's quiz session owns an exam of no college (issue 10).
ALTER TABLE "exams" ALTER COLUMN "edu_id" DROP NOT NULL;
