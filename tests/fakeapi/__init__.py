"""Local fake OpenAI / Anthropic / Gemini HTTP servers speaking the real wire formats.

Usage::

    with OpenAIServer() as srv:
        srv.enqueue(tool_calls(("get_weather", {"city": "Paris"})), text("sunny"))
        client = openai.OpenAI(base_url=srv.url, api_key="sk-test", max_retries=0)
        ...
        assert srv.requests[-1].body["messages"][-1]["role"] == "tool"
"""

from __future__ import annotations

from ._anthropic import AnthropicServer, validate_anthropic_messages
from ._base import NO_REPLY_MESSAGE, FakeServer, RecordedRequest, Responder
from ._gemini import GeminiServer, validate_gemini_request
from ._openai import OpenAIServer, validate_openai_messages
from ._replies import Reply, ToolCall, error, text, tool_calls

__all__ = [
    "NO_REPLY_MESSAGE",
    "AnthropicServer",
    "FakeServer",
    "GeminiServer",
    "OpenAIServer",
    "RecordedRequest",
    "Reply",
    "Responder",
    "ToolCall",
    "error",
    "text",
    "tool_calls",
    "validate_anthropic_messages",
    "validate_gemini_request",
    "validate_openai_messages",
]
