import multiprocessing

from signals import downtime_fraction, machine_signals


def _line_report(job):
    line, args = job
    sig = machine_signals(args.machines, args.channels, args.samples, seed=line)
    return line, round(downtime_fraction(sig, args.window), 4)


def cmd_report(args):
    reference = machine_signals(args.machines, args.channels, args.samples, seed=0)
    print(f"reference downtime {downtime_fraction(reference, args.window):.4f}")
    with multiprocessing.Pool(args.jobs) as pool:
        for line, frac in pool.imap(_line_report, [(line, args) for line in range(1, args.lines + 1)]):
            print(f"line {line}: downtime {frac}")


def cmd_list(args):
    for line in range(1, args.lines + 1):
        print(f"line {line}")
