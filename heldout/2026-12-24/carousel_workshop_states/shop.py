import stages


class Workshop:
    def __init__(self, cfg):
        self.cfg = cfg
        self.log = []
        self.smooth = None
        self.transitions = {"strip": stages.strip, "sand": stages.sand, "paint": stages.paint}

    def run(self, state="strip"):
        visits = 0
        while state != "done":
            visits += 1
            state = self.transitions[state](self)
        return visits
