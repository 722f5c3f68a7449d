-- Headless Neovim check of `specc lsp` (scripts/editors/nvim-check.sh runs it on demo.yaml):
-- start the client, wait for diagnostics, hover, complete, go to definition, apply a quick fix.
local specc = os.getenv("SPECC") or "specc"
local out = {}
local function log(s) table.insert(out, s) end
local client_id = vim.lsp.start_client({ name = "specc", cmd = { specc, "lsp" }, root_dir = vim.fn.getcwd() })
vim.lsp.buf_attach_client(0, client_id)
local ok = vim.wait(10000, function() return #vim.diagnostic.get(0) > 0 end, 50)
log("diagnostics arrived: " .. tostring(ok))
for _, d in ipairs(vim.diagnostic.get(0)) do
  log(string.format("diagnostic %d:%d-%d:%d [%s] %s", d.lnum, d.col, d.end_lnum, d.end_col, tostring(d.code), d.message))
end
local client = vim.lsp.get_client_by_id(client_id)
local function req(method, line, col)
  local params = { textDocument = { uri = vim.uri_from_bufnr(0) }, position = { line = line, character = col },
    context = { includeDeclaration = true, diagnostics = {} } }
  local result = client.request_sync(method, params, 5000, 0)
  return result and result.result
end
local hover = req("textDocument/hover", 5, 6)
log("hover pending_cap: " .. (hover and hover.contents.value:gsub("\n", " ") or "nil"))
local completion = req("textDocument/completion", 19, 13)
local labels = {}
for _, item in ipairs((completion or {}).items or {}) do table.insert(labels, item.label) end
log("completion at channel value: " .. table.concat(labels, ", "))
local defs = req("textDocument/definition", 23, 16)
log("definition of slot's template: " .. vim.inspect(defs and defs[1] and defs[1].range))
local params = { textDocument = { uri = vim.uri_from_bufnr(0) },
  range = { start = { line = 19, character = 13 }, ["end"] = { line = 19, character = 24 } }, context = { diagnostics = {} } }
local actions = client.request_sync("textDocument/codeAction", params, 5000, 0).result
log("code actions: " .. #actions .. "; first: " .. actions[1].title)
vim.lsp.util.apply_workspace_edit(actions[1].edit, "utf-16")
log("line 20 after the fix: " .. vim.api.nvim_buf_get_lines(0, 19, 20, false)[1])
local cleared = vim.wait(10000, function() return #vim.diagnostic.get(0) == 0 end, 50)
log("diagnostics cleared after the edit: " .. tostring(cleared))
client.stop()
vim.fn.writefile(out, os.getenv("RESULT") or "/dev/stdout")
vim.cmd("qa!")
