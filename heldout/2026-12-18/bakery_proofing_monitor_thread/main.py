from proofing import ProofingMonitor


def main():
    monitor = ProofingMonitor(cycles=2)
    monitor.start()
    monitor.join()
    print("over-proof alarms per cycle:", monitor.alarms)


if __name__ == "__main__":
    main()
