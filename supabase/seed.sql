-- Illustrative rows for local development only (npm run db:seed). Data only: no schema here.
insert into public.early_access_leads (name, email, company, ai_employee, source) values
  ('Jana Nováková', 'jana.novakova@example.com', 'Novák & syn s.r.o.', 'Julie', 'julie-landing-page'),
  ('Tom Baker', 'tom.baker@example.com', null, 'David', 'david-landing-page'),
  ('Petra Svobodová', 'petra@example.cz', 'Realitní kancelář Svoboda', 'David', 'david-landing-page');

insert into public.contact_messages (name, email, message) values
  ('Alice Example', 'alice@example.com', 'Can Andrea work with a shared support mailbox?'),
  ('Martin Dvořák', 'martin@example.cz', 'Dobrý den, nabízíte i roční předplatné s fakturou?');
