/**
 * Answers that complete every step of the demo catalogue: an ООО on УСН 15 % with three
 * employees, tariff «Финансовый», paid for three months (or `months`).
 */
export function financialTariffValues(months = 3) {
  return {
    legal_form: 'ooo',
    turnover: 50,
    tax_system: 'usn15',
    operations_count: 40,
    has_employees: ['yes'],
    employees_count: 3,
    tariff_id: 2,
    pay_months_count: months,
  };
}
