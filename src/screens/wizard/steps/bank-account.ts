/** The bank account final/01 asks for when the plan pays the host out. */
export type BankAccount = { accountName: string; bankName: string; branch: string; accountNumber: string };

export const emptyBankAccount = (): BankAccount => ({ accountName: '', bankName: '', branch: '', accountNumber: '' });
