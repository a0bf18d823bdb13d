from counter import VisitorCounter
from gates import run_gates

OPENING_MINUTES = 9 * 60
GATES = [1, 2, 3, 4]

if __name__ == "__main__":
    total = run_gates(VisitorCounter(), GATES, OPENING_MINUTES)
    print("castle visitors today:", total)
