import harness
import test_ops  # noqa: F401  (registers the tests)


def main():
    outcomes = harness.run_all()
    for name, status in outcomes:
        print(f"{name}: {status.splitlines()[0]}")
    failed = [name for name, status in outcomes if status != "PASS"]
    print(f"{len(outcomes) - len(failed)} passed, {len(failed)} failed")


if __name__ == "__main__":
    main()
