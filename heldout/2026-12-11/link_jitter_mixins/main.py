from analyzer import TraceAnalyzer


def main():
    analyzer = TraceAnalyzer(n_links=4, packets=2048, probes=512)
    report = analyzer.jitter_report()
    print("jitter excess per link:", [round(r, 4) for r in report])


if __name__ == "__main__":
    main()
