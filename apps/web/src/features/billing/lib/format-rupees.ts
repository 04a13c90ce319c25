/** Prices in INR as Indian readers write them: ₹1,499. */
export const formatRupees = (amount: number) => `₹${amount.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
