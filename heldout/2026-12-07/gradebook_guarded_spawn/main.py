"""Term grade export."""
import sys

from pool import grade_class

STUDENTS = list(range(int(sys.argv[1]) if len(sys.argv) > 1 else 6))

if __name__ == "__main__":
    for s, g in sorted(grade_class(STUDENTS).items()):
        print(f"student {s}: {g}")
