def make_sender(template, channel):
    def send(guests):
        for g in guests:
            print(f"[{channel}] " + template.format(name=g), flush=True)
    return send
