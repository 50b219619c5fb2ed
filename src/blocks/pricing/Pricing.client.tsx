import { useId, useState } from 'react';
import { cardGrid, container, section, visuallyHidden } from '../../theme/shared.css';
import { ActionLink } from '../../ui/ActionLink';
import { LineDrawing } from '../../ui/Icon';
import { SectionHeader } from '../../ui/SectionHeader';
import type { IslandProps } from '../define';
import { formatPrice } from './formatPrice';
import * as styles from './pricing.css';
import type { PricingBlock } from './schema';

function Check() {
  return (
    <LineDrawing grid={24} size={18} strokeWidth={2.5} className={styles.check}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </LineDrawing>
  );
}

/** The fee plans as cards in the chosen currency (the first listed until the visitor picks another), then every currency in one table. */
export function Pricing({ block }: IslandProps<PricingBlock>) {
  const currencies = block.currencies;
  const [code, setCode] = useState(currencies[0]?.id);
  const currency = currencies.find((entry) => entry.id === code) ?? currencies[0];
  const switchName = useId();
  const PlanHeading = block.heading ? 'h3' : 'h2';
  return (
    <section className={section()}>
      <div className={container}>
        <SectionHeader heading={block.heading} intro={block.intro} />

        <fieldset className={styles.switcher}>
          <legend className={styles.legend}>Currency</legend>
          <div className={styles.options}>
            {currencies.map((option) => (
              <label key={option.id} className={styles.option}>
                <input
                  type="radio"
                  name={switchName}
                  value={option.id}
                  checked={option === currency}
                  onChange={() => setCode(option.id)}
                  className={styles.radio}
                />
                <span className={styles.optionLabel}>
                  {option.label}
                  <span className={visuallyHidden}> ({option.name})</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <p className={visuallyHidden} aria-live="polite">
          Prices shown in {currency?.name}
        </p>

        <ul className={cardGrid({ columns: 4 })}>
          {block.plans.map((plan) => (
            <li key={plan.id} className={styles.plan}>
              <PlanHeading className={styles.planTitle}>{plan.label}</PlanHeading>
              <p className={styles.planSubtitle}>per month</p>
              <p className={styles.price}>
                <span className={styles.amount}>{currency && formatPrice(plan.prices[currency.id]!, currency.symbol)}</span> only/month
              </p>
            </li>
          ))}
        </ul>

        <div className={styles.includesBox}>
          {block.includes.length > 0 && (
            <>
              <p className={styles.includesTitle}>Every plan includes</p>
              <ul className={styles.includes}>
                {block.includes.map((item) => (
                  <li key={item} className={styles.include}>
                    <Check />
                    {item}
                  </li>
                ))}
              </ul>
            </>
          )}
          <ActionLink action={block.action} className={styles.action} />
        </div>

        <PlanHeading className={styles.tableHeading}>{block.tableHeading}</PlanHeading>
        <section className={styles.tableScroll} aria-label={block.tableHeading} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Classes</th>
                {currencies.map((option) => (
                  <th key={option.id} scope="col" className={option === currency ? styles.chosen : undefined}>
                    {option.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.plans.map((plan) => (
                <tr key={plan.id}>
                  <th scope="row">{plan.classes}</th>
                  {currencies.map((option) => (
                    <td key={option.id} className={option === currency ? styles.chosen : undefined}>
                      {formatPrice(plan.prices[option.id]!, option.symbol)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </section>
  );
}
