class Account:
    def __init__(self, balance):
        self.balance = balance
        self.transactions = 0
    def deposit(self, amount):
        self.balance += amount
        self.transactions += 1
class Savings(Account):
    def __init__(self, balance):
        super().__init__(balance)
        self.rate = 2
    def deposit(self, amount):
        super().deposit(amount + self.rate)
bank = []
grand_total = 0
for i in range(200_000):
    account = Account(i % 100) if i % 2 == 0 else Savings(i % 50)
    account.deposit(i % 7)
    account.deposit(3)
    if i % 1000 == 0:
        bank.append(account)
    grand_total += account.balance + account.transactions
print(grand_total, len(bank))
