from workflow import LoanWorkflow


def main():
    wf = LoanWorkflow(loan_id=2031, crates=5)
    notes = wf.advance_until("shipped")
    print(f"loan {wf.loan_id}: fragility {notes['fragility']:.2f}")
    for crate, peak in sorted(notes["peaks"].items()):
        print(f"  crate {crate}: peak response {peak:.2f}")


if __name__ == "__main__":
    main()
