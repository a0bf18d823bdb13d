from ledger import MinibarLedger
from audit import audit_floors

if __name__ == "__main__":
    audit_floors([2, 3], MinibarLedger("minibar.log"))
