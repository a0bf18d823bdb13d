import functools


def render_card(template, guest):
    return template.format(name=guest["name"], table=guest["table"])


def card_renderer(template):
    return functools.partial(render_card, template)
