def load_termbase(locale):
    base = {"Save": "Speichern", "Cancel": "Abbrechen", "Settings": "Einstellungen"}
    return {k.lower(): v for k, v in base.items()} if locale.startswith("de") else {}
