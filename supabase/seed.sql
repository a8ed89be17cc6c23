-- Illustrative rows for local development only (npm run db:seed). Data only: no schema here.
-- One statement per lead: the waiting list takes one entry per request (issue 59), so a statement
-- of three rows through the view stored only the first.
insert into public.early_access_leads (name, email, company, ai_employee, source) values
  ('Jana Nováková', 'jana.novakova@example.com', 'Novák & syn s.r.o.', 'Julie', 'julie-landing-page');
insert into public.early_access_leads (name, email, company, ai_employee, source) values
  ('Tom Baker', 'tom.baker@example.com', null, 'David', 'david-landing-page');
insert into public.early_access_leads (name, email, company, ai_employee, source) values
  ('Petra Svobodová', 'petra@example.cz', 'Realitní kancelář Svoboda', 'David', 'david-landing-page');
-- D88: two of them confirmed their address (members); Tom's entry is still pending.
update private.early_access_leads set status = 'confirmed', confirmed_at = now()
  where email in ('jana.novakova@example.com', 'petra@example.cz');

insert into public.contact_messages (name, email, message) values
  ('Alice Example', 'alice@example.com', 'Can Andrea work with a shared support mailbox?'),
  ('Martin Dvořák', 'martin@example.cz', 'Dobrý den, nabízíte i roční předplatné s fakturou?');
