from widgets import ErrorRatePanel, LatencyPanel


def build_dashboard():
    return [LatencyPanel("api latency"), ErrorRatePanel("api errors")]


if __name__ == "__main__":
    for panel in build_dashboard():
        print(panel.render())
