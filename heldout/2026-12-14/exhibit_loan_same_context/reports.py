def file_report(borrower, register_lock):
    with register_lock:
        print(f"condition report for {borrower} filed", flush=True)
