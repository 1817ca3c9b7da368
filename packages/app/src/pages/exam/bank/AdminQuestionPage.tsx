import { QuestionBankPage } from './QuestionBankPage';

/** AdminQuestion (/admin/question, sys_admin): the platform bank. */
export default function AdminQuestionPage() {
  return <QuestionBankPage scope="admin" />;
}
