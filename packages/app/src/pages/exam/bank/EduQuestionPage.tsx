import { QuestionBankPage } from './QuestionBankPage';

/** EduQuestion (/edu/question, college staff): the college bank, and the platform bank to copy from. */
export default function EduQuestionPage() {
  return <QuestionBankPage scope="edu" />;
}
