/**
 * D29: cn() is a plain class joiner (tailwind-merge cost 8.5 KB gzip on every page). Without merging,
 * a later class no longer beats an earlier one: both stay in the DOM and the stylesheet's order
 * decides. So no element may carry two classes that set the same property under the same variants;
 * overrides go through props (button size, dialog width, page column width) instead.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageToggle } from '@/app/layout/LanguageToggle';
import { CallToAction } from '@/components/sections/CallToAction';
import { CheckList } from '@/components/sections/CheckList';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { Hero } from '@/components/sections/Hero';
import { Section, type SectionTone } from '@/components/sections/Section';
import { TeamBlock, type TeamBlockCopy } from '@/components/sections/TeamBlock';
import { buttonClass, pageColumn, type ButtonVariant as SectionButtonVariant } from '@/components/sections/styles';
import { Button, buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { CopyAddress } from '@/components/ui/copy-address';
import { Dialog, DialogContent, DialogDescription, DialogTitle, type DialogWidth } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label, FieldError } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { resetToasts, toast } from '@/lib/toast-store';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { CookieSettingsButton } from '@/features/consent/CookieSettingsButton';
import { DemoPlayer } from '@/features/demo/DemoPlayer';
import { TabList } from '@/features/demo/Tabs';
import { DEMO_STEP_MS, DEMO_TYPES } from '@/features/demo/use-demo';
import { RealEstateDemo } from '@/features/real-estate/RealEstateDemo';
import { PlanCard } from '@/features/signup/PlanCard';
import { WaitlistForm } from '@/features/waitlist/WaitlistForm';
import EarlyAccessPage from '@/pages/EarlyAccessPage';
import PaymentSuccessPage from '@/pages/PaymentSuccessPage';
import { findToast, renderUi } from './interactive/render';
import { readLocale, renderScreen } from './render';
import { conflictsIn, findConflicts } from './tailwind-conflicts';
import { LANGUAGES } from '@shared/languages';

afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
});

/** The whole document: dialogs, tooltips and toasts render in portals outside the container. */
const expectNoConflicts = () =>
  expect([...new Set(conflictsIn(document.body).map((line) => line.replace(/ in <.*$/, '')))].join('\n')).toBe('');
const classConflicts = (classes: string) => findConflicts(classes).map((c) => c.classes.join(' vs '));

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost', 'destructive', 'onDark', 'outlineOnDark'];
const SIZES: ButtonSize[] = ['sm', 'md', 'lg', 'icon', 'wrap', 'wrapSm'];
/** The className overrides the app passes to buttons (layout only: width and margins). */
const OVERRIDES = [undefined, 'w-full', 'mt-3', 'mt-4', 'mt-6 w-full', 'mt-6 w-full sm:w-auto', 'mt-8'];
/** The icon size is a fixed square: only margins make sense on it. */
const overridesFor = (size: ButtonSize) => (size === 'icon' ? OVERRIDES.filter((o) => !o?.includes('w-')) : OVERRIDES);

describe('no two conflicting Tailwind classes on one element (D29)', () => {
  it('Button: every variant × size × typical className override', () => {
    renderUi(
      <div>
        {VARIANTS.flatMap((variant) =>
          SIZES.flatMap((size) =>
            overridesFor(size).map((className) => (
              <Button key={`${variant}-${size}-${className}`} variant={variant} size={size} className={className}>
                {variant}
              </Button>
            )),
          ),
        )}
      </div>,
    );
    expect(document.querySelectorAll('button').length).toBe(
      VARIANTS.length * SIZES.reduce((sum, size) => sum + overridesFor(size).length, 0),
    );
    expectNoConflicts();
  });

  it('buttonClasses and the sections’ buttonClass presets, with their size option and overrides', () => {
    const found: string[] = [];
    for (const variant of VARIANTS)
      for (const size of SIZES)
        for (const className of overridesFor(size)) found.push(...classConflicts(buttonClasses({ variant, size, className })));
    const sectionVariants: SectionButtonVariant[] = ['primary', 'secondary', 'onDark', 'outlineOnDark'];
    for (const variant of sectionVariants) {
      for (const className of OVERRIDES) {
        found.push(...classConflicts(buttonClass(variant, className)));
        found.push(...classConflicts(buttonClass(variant, { className, size: 'sm' })));
      }
    }
    expect([...new Set(found)].join('\n')).toBe('');
    // The small preset really is small, and the default one is not.
    expect(buttonClass('secondary', { size: 'sm' }).split(' ')).toContain('text-sm');
    expect(buttonClass('secondary').split(' ')).toContain('text-base');
  });

  it('page columns: the full width and the narrow reading column set one max width each', () => {
    expect(classConflicts(pageColumn())).toEqual([]);
    expect(pageColumn().split(' ')).toContain('max-w-6xl');
    expect(pageColumn('3xl').split(' ')).toContain('max-w-3xl');
    expect(pageColumn('3xl').split(' ')).not.toContain('max-w-6xl');
  });

  it('Section (every tone, centred), Hero, CallToAction, FeatureGrid, CheckList', () => {
    const tones: SectionTone[] = ['white', 'muted', 'brand'];
    renderUi(
      <div>
        <Hero
          badge="Coming soon"
          eyebrow="Eyebrow"
          title="Title"
          lead="Lead"
          note="Note"
          actions={<a className={buttonClass('primary')}>Go</a>}
          illustration={{ src: '/images/illustrations/hero-andrea.svg', width: 400, height: 300 }}
        />
        <Hero title="Plain" lead="No illustration" />
        {tones.map((tone) => (
          <Section key={tone} tone={tone} heading={tone} intro="Intro" eyebrow="Eyebrow">
            <FeatureGrid
              columns={tone === 'white' ? 2 : tone === 'muted' ? 3 : 4}
              items={[{ key: 'a', title: 'A', body: 'B', icon: 'check', action: <a href="#x">x</a> }]}
            />
            <CheckList className="mt-5 text-sm" items={['one', 'two']} />
            <CheckList className="mt-5" columns={2} items={['three']} />
          </Section>
        ))}
        <CallToAction
          heading="Ready?"
          body="Body"
          note="Note"
          actions={
            <>
              <a className={buttonClass('onDark')}>Start</a>
              <a className={buttonClass('outlineOnDark')}>Demo</a>
            </>
          }
        />
      </div>,
    );
    expect(screen.getAllByRole('heading').length).toBeGreaterThan(5);
    expectNoConflicts();
  });

  it('TeamBlock and PlanCard (both plans, both languages)', () => {
    for (const language of LANGUAGES) {
      const team = (readLocale(language, 'home') as { team: TeamBlockCopy }).team;
      const { unmount } = renderUi(
        <div>
          <TeamBlock copy={team} tone="muted" />
          <PlanCard planId="draft" action={<a className={buttonClass('secondary', 'w-full')}>Go</a>} />
          <PlanCard planId="full" headingLevel={2} action={<a className={buttonClass('primary', 'w-full')}>Go</a>} />
        </div>,
        { language },
      );
      expect(document.querySelectorAll('article[data-plan]').length).toBe(2);
      expectNoConflicts();
      unmount();
    }
  });

  it('TabList (both sizes) and DemoPlayer through idle, running and done', () => {
    vi.useFakeTimers();
    const items = [
      { value: 'a', label: 'A', hint: 'hint' },
      { value: 'b', label: 'B' },
    ] as const;
    renderUi(
      <div>
        <TabList idBase="t1" label="Main" items={items} value="a" onChange={() => {}} />
        <TabList idBase="t2" label="Sub" items={items} value="b" size="sm" onChange={() => {}} />
        {DEMO_TYPES.map((demo) => (
          <DemoPlayer key={demo} demo={demo} />
        ))}
      </div>,
      { namespaces: ['demo'] },
    );
    expect(screen.getAllByRole('tab').length).toBe(4);
    expectNoConflicts();
    fireEvent.click(screen.getAllByRole('button', { name: 'Start demo' })[0]);
    act(() => vi.advanceTimersByTime(DEMO_STEP_MS));
    expect(document.querySelectorAll('li[data-reached]').length).toBe(1);
    expectNoConflicts();
    act(() => vi.advanceTimersByTime(DEMO_STEP_MS * 3));
    expect(screen.getByTestId('demo-result')).toBeTruthy();
    expectNoConflicts();
  });

  it('RealEstateDemo and WaitlistForm (with errors shown)', () => {
    renderUi(
      <div>
        <RealEstateDemo />
        <WaitlistForm className="mt-6" />
      </div>,
      { namespaces: ['realEstate'] },
    );
    fireEvent.submit(document.querySelector('form') as HTMLFormElement);
    expect(document.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(0);
    expectNoConflicts();
  });

  it('copy-address, input, textarea, switch, label, LanguageToggle, CookieSettingsButton', () => {
    renderUi(
      <div>
        <CopyAddress address="andrea@aiemployees.cz" className="mt-2" />
        <Label htmlFor="a">Name</Label>
        <Input id="a" className="mt-1" aria-invalid />
        <FieldError id="a-error">Required</FieldError>
        <Textarea className="mt-1" />
        <Switch aria-label="On" defaultChecked />
        <Switch aria-label="Off" disabled />
        <LanguageToggle />
        <CookieSettingsButton />
      </div>,
    );
    expect(screen.getAllByRole('switch').length).toBe(2);
    expectNoConflicts();
  });

  it('dialog: the default width and every width option', () => {
    const widths: (DialogWidth | undefined)[] = [undefined, 'lg', 'xl', '2xl', '3xl'];
    for (const width of widths) {
      const { unmount } = renderUi(
        <Dialog open>
          <DialogContent width={width}>
            <DialogTitle>Title</DialogTitle>
            <DialogDescription>Description</DialogDescription>
          </DialogContent>
        </Dialog>,
      );
      const panel = screen.getByRole('dialog');
      expect(panel.className.split(' ')).toContain(`max-w-${width ?? 'lg'}`);
      expectNoConflicts();
      unmount();
    }
  });

  it('toast viewport (default and destructive) and an open tooltip', async () => {
    renderUi(
      <TooltipProvider>
        <Tooltip open>
          <TooltipTrigger>?</TooltipTrigger>
          <TooltipContent>Tip</TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    );
    act(() => {
      toast({ title: 'Saved', description: 'All good.' });
      toast({ title: 'Failed', description: 'Try again.', variant: 'destructive' });
    });
    await findToast('Failed');
    expect(document.querySelectorAll('[data-variant]').length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByText('Tip').length).toBeGreaterThan(0);
    expectNoConflicts();
  });

  it('PaymentSuccessPage and EarlyAccessPage (both variants, both languages)', () => {
    for (const language of LANGUAGES) {
      const prefix = language === 'cs' ? '/cs' : '';
      let view = renderScreen(<PaymentSuccessPage />, { language, namespaces: ['payment'], path: `${prefix}/payment-success` });
      expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
      expectNoConflicts();
      view.unmount();
      for (const variant of ['standard', 'exclusive'] as const) {
        view = renderScreen(<EarlyAccessPage variant={variant} />, {
          language,
          namespaces: ['earlyAccess'],
          path: `${prefix}/early-access`,
        });
        expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
        expectNoConflicts();
        view.unmount();
      }
    }
  });
});
